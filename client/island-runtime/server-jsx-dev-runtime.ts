// The islands' JSX where pages render in development mode (vitest compiles JSX so), as
// client/island-runtime/server-jsx-runtime.ts is in production.
export { Fragment, jsxDEV } from 'react/jsx-dev-runtime';
