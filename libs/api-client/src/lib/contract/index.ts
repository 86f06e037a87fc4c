import * as account from './account.js';
import * as auth from './auth.js';
import * as billing from './billing.js';

/** Every call of the api by name; the api registers each, the client can call each. */
export const endpoints = {
  authStatus: auth.authStatus,
  checkLogin: auth.checkLogin,
  signup: auth.signup,
  signin: auth.signin,
  logout: auth.logout,
  changePassword: auth.changePassword,
  requestPasswordReset: auth.requestPasswordReset,
  confirmPasswordReset: auth.confirmPasswordReset,
  updateEmail: auth.updateEmail,
  changeProfile: auth.changeProfile,
  acceptCookies: auth.acceptCookies,
  updateProfile: auth.updateProfile,
  activateAppsumo: auth.activateAppsumo,
  countPoint: account.countPoint,
  pointHistory: account.pointHistory,
  showVersion: account.showVersion,
  updateVersion: account.updateVersion,
  fileList: account.fileList,
  deleteFile: account.deleteFile,
  subtitleLog: account.subtitleLog,
  routeRedirect: account.routeRedirect,
  planList: billing.planList,
  redeemCode: billing.redeemCode,
  checkCoupon: billing.checkCoupon,
  checkout: billing.checkout,
  transactionStatus: billing.transactionStatus,
  apiKeyList: billing.apiKeyList,
  createApiKey: billing.createApiKey,
  revokeApiKey: billing.revokeApiKey,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
