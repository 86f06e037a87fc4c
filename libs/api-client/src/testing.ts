// The test entry '@captio/api-client/testing': fixtures that match the contract, for the tests
// of this package and of its users. Kept out of the main entry so no app bundle carries them.
export { userData } from './testing/user-data.js';
