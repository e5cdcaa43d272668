// An error whose message is written for the person at the terminal, printed alone (any other error is a
// bug, and keeps its stack trace). In the content model because every layer may import it.
export class UserError extends Error {}
