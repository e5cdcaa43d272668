// The islands' JSX where pages render: React's, as client/island-runtime/server.ts gives them React's
// hooks (package.json "imports" sends '#island-runtime/jsx-runtime' here, but to Preact's in the
// typecheck and the browser bundle). A module of ours rather than the package itself, so that
// bundlers see react/jsx-runtime by its name, as every template imports it, and load the one copy.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
