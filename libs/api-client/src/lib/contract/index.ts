import * as apiKeys from './api-keys.js';
import * as auth from './auth.js';
import * as billing from './billing.js';
import * as credits from './credits.js';
import * as drive from './drive.js';
import * as links from './links.js';
import * as site from './site.js';
import * as transcription from './transcription.js';
import * as translation from './translation.js';
import * as versions from './versions.js';

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
  countPoint: credits.countPoint,
  pointHistory: credits.pointHistory,
  showVersion: versions.showVersion,
  updateVersion: versions.updateVersion,
  fileList: drive.fileList,
  deleteFile: drive.deleteFile,
  subtitleLog: site.subtitleLog,
  routeRedirect: site.routeRedirect,
  planList: billing.planList,
  redeemCode: billing.redeemCode,
  checkCoupon: billing.checkCoupon,
  couponOffer: billing.couponOffer,
  checkout: billing.checkout,
  transactionStatus: billing.transactionStatus,
  apiKeyList: apiKeys.apiKeyList,
  createApiKey: apiKeys.createApiKey,
  revokeApiKey: apiKeys.revokeApiKey,
  uploadFile: transcription.uploadFile,
  fileInfo: transcription.fileInfo,
  fileWaveform: transcription.fileWaveform,
  createTask: transcription.createTask,
  taskStatus: transcription.taskStatus,
  taskList: transcription.taskList,
  transcriptionEngines: transcription.transcriptionEngines,
  visitorFreeUses: transcription.visitorFreeUses,
  transcriptResult: transcription.transcriptResult,
  saveTranscript: transcription.saveTranscript,
  translationEngines: translation.translationEngines,
  translateTask: translation.translateTask,
  createTranslation: translation.createTranslation,
  uploadTranslation: translation.uploadTranslation,
  translationStatus: translation.translationStatus,
  inspectLink: links.inspectLink,
  createDownload: links.createDownload,
  downloadStatus: links.downloadStatus,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
