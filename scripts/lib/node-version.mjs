// The Node.js versions Tanai runs on (package.json `engines`, docs/deploy.md): 24 LTS, or 22.22 and later.
// `npm start`, `npm test` and every npm script run the Node 24 that `npm install` puts in node_modules/.bin (the
// `node` package), whatever the system's Node is; a server started by hand with an older Node stops here with a
// message instead of failing later on a missing API.

/** The lowest supported version, as [major, minor]. */
export const MINIMUM_NODE = [22, 22];

/** Whether a `process.versions.node` string (`24.21.0`) is supported. */
export function isSupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/** Exits with a message saying what to run when this process's Node.js is older than the supported ones. */
export function checkNodeVersion() {
  if (isSupportedNode(process.versions.node)) return;
  console.error(
    `Tanai needs Node.js ${MINIMUM_NODE.join('.')} or later (24 LTS recommended); this is ${process.version}.\n` +
      'Run it through npm (`npm start`, `npm run dev`), which uses the Node.js 24 that `npm install` put in\n' +
      'node_modules/.bin, or call that one directly: node_modules/.bin/node server.js',
  );
  process.exit(1);
}
