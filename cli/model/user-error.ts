// The base of every error whose message is written for the person at the terminal: a mistake in
// content/, a port in use, nothing built to preview. The command prints that message alone and exits
// with 1; any other error is a bug, and keeps its stack trace. It lives with the content model
// because every layer may import from there, the templates included (tests/unit/layering.test.ts).
export class UserError extends Error {}
