// What an island may use, and its types: Preact's, because Preact is what runs islands in the browser.
// Islands import from '#island-runtime' (package.json "imports"), which names this module for the
// typecheck and the browser bundle, so that a React API Preact lacks is a type error, not a surprise
// in the browser. At build time the same import names client/island-runtime/server.ts instead.
export { useEffect, useRef, useState } from 'preact/hooks';
export { Component } from 'preact';
export type { ComponentChildren, JSX, RefObject, TargetedSubmitEvent } from 'preact';
