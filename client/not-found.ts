// The not-found page tells developers which address was missing (spec: logged to the console).
console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
