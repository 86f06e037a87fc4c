import fc from 'fast-check';

// Locally every run draws new cases; CI runs one fixed seed so that a submission lands or fails
// on its own merits. A failure prints its seed and path to replay it.
if (process.env['CI']) fc.configureGlobal({ seed: 20261122 });
