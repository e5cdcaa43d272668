// In the browser, the islands' `import … from 'react'` resolves to this module (an esbuild alias):
// Preact's own hooks and Component. preact/compat's emulation of the rest of React would add to every
// page's JavaScript (README: "Speed"), and the islands keep to what both libraries share: hooks, class
// components, refs, and onInput/onClick/onSubmit events.
export { useEffect, useRef, useState } from 'preact/hooks';
export { Component } from 'preact';
