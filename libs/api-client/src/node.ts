// The Node-only entry '@captio/api-client/node': kept apart so browser bundles never see node:*.
export { nodeUploadTransport } from './node/node-upload-transport.js';
