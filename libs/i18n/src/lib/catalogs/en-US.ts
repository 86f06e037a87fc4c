// A module per catalog: dynamic import() of JSON with import attributes fails in Vite's dev
// server (vitejs/vite#19095) and Node needs the attribute, while a static one works in both.
import messages from '../../../messages/en-US.json' with { type: 'json' };

export default messages;
