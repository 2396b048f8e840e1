// Written by `npm run i18n:index` (scripts/i18n-index.ts) from the files in ko/ and en/: do not edit by hand.
// One file per first key segment and language; catalogues.ts merges them.
import enAbout from './en/about.json' with { type: 'json' };
import enAccessReview from './en/accessReview.json' with { type: 'json' };
import enActivation from './en/activation.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import enApi from './en/api.json' with { type: 'json' };
import enApiDocs from './en/apiDocs.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enBannerAdmin from './en/bannerAdmin.json' with { type: 'json' };
import enBatch from './en/batch.json' with { type: 'json' };
import enBatchMail from './en/batchMail.json' with { type: 'json' };
import enBookmark from './en/bookmark.json' with { type: 'json' };
import enChangePassword from './en/changePassword.json' with { type: 'json' };
import enCheckEmail from './en/checkEmail.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enConsole from './en/console.json' with { type: 'json' };
import enContentUsage from './en/contentUsage.json' with { type: 'json' };
import enDevMail from './en/devMail.json' with { type: 'json' };
import enDialog from './en/dialog.json' with { type: 'json' };
import enDownload from './en/download.json' with { type: 'json' };
import enDownloadHistory from './en/downloadHistory.json' with { type: 'json' };
import enDso from './en/dso.json' with { type: 'json' };
import enEditor from './en/editor.json' with { type: 'json' };
import enEducation from './en/education.json' with { type: 'json' };
import enErrorPage from './en/errorPage.json' with { type: 'json' };
import enExports from './en/exports.json' with { type: 'json' };
import enFaq from './en/faq.json' with { type: 'json' };
import enFeed from './en/feed.json' with { type: 'json' };
import enField from './en/field.json' with { type: 'json' };
import enFooter from './en/footer.json' with { type: 'json' };
import enForecast from './en/forecast.json' with { type: 'json' };
import enForum from './en/forum.json' with { type: 'json' };
import enForumReaction from './en/forumReaction.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enInstallGuide from './en/installGuide.json' with { type: 'json' };
import enKnowledge from './en/knowledge.json' with { type: 'json' };
import enLogin from './en/login.json' with { type: 'json' };
import enLogReview from './en/logReview.json' with { type: 'json' };
import enMail from './en/mail.json' with { type: 'json' };
import enMailPreference from './en/mailPreference.json' with { type: 'json' };
import enMasking from './en/masking.json' with { type: 'json' };
import enMention from './en/mention.json' with { type: 'json' };
import enModel from './en/model.json' with { type: 'json' };
import enModelCard from './en/modelCard.json' with { type: 'json' };
import enMyData from './en/myData.json' with { type: 'json' };
import enMyPage from './en/myPage.json' with { type: 'json' };
import enNav from './en/nav.json' with { type: 'json' };
import enNavRole from './en/navRole.json' with { type: 'json' };
import enNotFound from './en/notFound.json' with { type: 'json' };
import enNotice from './en/notice.json' with { type: 'json' };
import enNotification from './en/notification.json' with { type: 'json' };
import enOwnership from './en/ownership.json' with { type: 'json' };
import enPaging from './en/paging.json' with { type: 'json' };
import enPartner from './en/partner.json' with { type: 'json' };
import enPartnerFaq from './en/partnerFaq.json' with { type: 'json' };
import enPartnerLibrary from './en/partnerLibrary.json' with { type: 'json' };
import enPartnerProject from './en/partnerProject.json' with { type: 'json' };
import enPartnerQna from './en/partnerQna.json' with { type: 'json' };
import enPasskey from './en/passkey.json' with { type: 'json' };
import enPasswordCycle from './en/passwordCycle.json' with { type: 'json' };
import enPeople from './en/people.json' with { type: 'json' };
import enPolicy from './en/policy.json' with { type: 'json' };
import enPolicyAdmin from './en/policyAdmin.json' with { type: 'json' };
import enPrivacy from './en/privacy.json' with { type: 'json' };
import enProducts from './en/products.json' with { type: 'json' };
import enProvider from './en/provider.json' with { type: 'json' };
import enRecovery from './en/recovery.json' with { type: 'json' };
import enResources from './en/resources.json' with { type: 'json' };
import enRetention from './en/retention.json' with { type: 'json' };
import enRoleGrant from './en/roleGrant.json' with { type: 'json' };
import enSearch from './en/search.json' with { type: 'json' };
import enSearchGlossary from './en/searchGlossary.json' with { type: 'json' };
import enSearchLog from './en/searchLog.json' with { type: 'json' };
import enSecondFactor from './en/secondFactor.json' with { type: 'json' };
import enShareCard from './en/shareCard.json' with { type: 'json' };
import enSignUp from './en/signUp.json' with { type: 'json' };
import enSite from './en/site.json' with { type: 'json' };
import enStory from './en/story.json' with { type: 'json' };
import enSupporters from './en/supporters.json' with { type: 'json' };
import enSystem from './en/system.json' with { type: 'json' };
import enTerms from './en/terms.json' with { type: 'json' };
import enTermsPage from './en/termsPage.json' with { type: 'json' };
import enToast from './en/toast.json' with { type: 'json' };
import enUsageHistory from './en/usageHistory.json' with { type: 'json' };
import enUserMenu from './en/userMenu.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import enWatch from './en/watch.json' with { type: 'json' };
import enWebhook from './en/webhook.json' with { type: 'json' };
import koAbout from './ko/about.json' with { type: 'json' };
import koAccessReview from './ko/accessReview.json' with { type: 'json' };
import koActivation from './ko/activation.json' with { type: 'json' };
import koAdmin from './ko/admin.json' with { type: 'json' };
import koApi from './ko/api.json' with { type: 'json' };
import koApiDocs from './ko/apiDocs.json' with { type: 'json' };
import koAuth from './ko/auth.json' with { type: 'json' };
import koBannerAdmin from './ko/bannerAdmin.json' with { type: 'json' };
import koBatch from './ko/batch.json' with { type: 'json' };
import koBatchMail from './ko/batchMail.json' with { type: 'json' };
import koBookmark from './ko/bookmark.json' with { type: 'json' };
import koChangePassword from './ko/changePassword.json' with { type: 'json' };
import koCheckEmail from './ko/checkEmail.json' with { type: 'json' };
import koCommon from './ko/common.json' with { type: 'json' };
import koConsole from './ko/console.json' with { type: 'json' };
import koContentUsage from './ko/contentUsage.json' with { type: 'json' };
import koDevMail from './ko/devMail.json' with { type: 'json' };
import koDialog from './ko/dialog.json' with { type: 'json' };
import koDownload from './ko/download.json' with { type: 'json' };
import koDownloadHistory from './ko/downloadHistory.json' with { type: 'json' };
import koDso from './ko/dso.json' with { type: 'json' };
import koEditor from './ko/editor.json' with { type: 'json' };
import koEducation from './ko/education.json' with { type: 'json' };
import koErrorPage from './ko/errorPage.json' with { type: 'json' };
import koExports from './ko/exports.json' with { type: 'json' };
import koFaq from './ko/faq.json' with { type: 'json' };
import koFeed from './ko/feed.json' with { type: 'json' };
import koField from './ko/field.json' with { type: 'json' };
import koFooter from './ko/footer.json' with { type: 'json' };
import koForecast from './ko/forecast.json' with { type: 'json' };
import koForum from './ko/forum.json' with { type: 'json' };
import koForumReaction from './ko/forumReaction.json' with { type: 'json' };
import koHome from './ko/home.json' with { type: 'json' };
import koInstallGuide from './ko/installGuide.json' with { type: 'json' };
import koKnowledge from './ko/knowledge.json' with { type: 'json' };
import koLogin from './ko/login.json' with { type: 'json' };
import koLogReview from './ko/logReview.json' with { type: 'json' };
import koMail from './ko/mail.json' with { type: 'json' };
import koMailPreference from './ko/mailPreference.json' with { type: 'json' };
import koMasking from './ko/masking.json' with { type: 'json' };
import koMention from './ko/mention.json' with { type: 'json' };
import koModel from './ko/model.json' with { type: 'json' };
import koModelCard from './ko/modelCard.json' with { type: 'json' };
import koMyData from './ko/myData.json' with { type: 'json' };
import koMyPage from './ko/myPage.json' with { type: 'json' };
import koNav from './ko/nav.json' with { type: 'json' };
import koNavRole from './ko/navRole.json' with { type: 'json' };
import koNotFound from './ko/notFound.json' with { type: 'json' };
import koNotice from './ko/notice.json' with { type: 'json' };
import koNotification from './ko/notification.json' with { type: 'json' };
import koOwnership from './ko/ownership.json' with { type: 'json' };
import koPaging from './ko/paging.json' with { type: 'json' };
import koPartner from './ko/partner.json' with { type: 'json' };
import koPartnerFaq from './ko/partnerFaq.json' with { type: 'json' };
import koPartnerLibrary from './ko/partnerLibrary.json' with { type: 'json' };
import koPartnerProject from './ko/partnerProject.json' with { type: 'json' };
import koPartnerQna from './ko/partnerQna.json' with { type: 'json' };
import koPasskey from './ko/passkey.json' with { type: 'json' };
import koPasswordCycle from './ko/passwordCycle.json' with { type: 'json' };
import koPeople from './ko/people.json' with { type: 'json' };
import koPolicy from './ko/policy.json' with { type: 'json' };
import koPolicyAdmin from './ko/policyAdmin.json' with { type: 'json' };
import koPrivacy from './ko/privacy.json' with { type: 'json' };
import koProducts from './ko/products.json' with { type: 'json' };
import koProvider from './ko/provider.json' with { type: 'json' };
import koRecovery from './ko/recovery.json' with { type: 'json' };
import koResources from './ko/resources.json' with { type: 'json' };
import koRetention from './ko/retention.json' with { type: 'json' };
import koRoleGrant from './ko/roleGrant.json' with { type: 'json' };
import koSearch from './ko/search.json' with { type: 'json' };
import koSearchGlossary from './ko/searchGlossary.json' with { type: 'json' };
import koSearchLog from './ko/searchLog.json' with { type: 'json' };
import koSecondFactor from './ko/secondFactor.json' with { type: 'json' };
import koShareCard from './ko/shareCard.json' with { type: 'json' };
import koSignUp from './ko/signUp.json' with { type: 'json' };
import koSite from './ko/site.json' with { type: 'json' };
import koStory from './ko/story.json' with { type: 'json' };
import koSupporters from './ko/supporters.json' with { type: 'json' };
import koSystem from './ko/system.json' with { type: 'json' };
import koTerms from './ko/terms.json' with { type: 'json' };
import koTermsPage from './ko/termsPage.json' with { type: 'json' };
import koToast from './ko/toast.json' with { type: 'json' };
import koUsageHistory from './ko/usageHistory.json' with { type: 'json' };
import koUserMenu from './ko/userMenu.json' with { type: 'json' };
import koValidation from './ko/validation.json' with { type: 'json' };
import koWatch from './ko/watch.json' with { type: 'json' };
import koWebhook from './ko/webhook.json' with { type: 'json' };

export const ko = {
  about: koAbout,
  accessReview: koAccessReview,
  activation: koActivation,
  admin: koAdmin,
  api: koApi,
  apiDocs: koApiDocs,
  auth: koAuth,
  bannerAdmin: koBannerAdmin,
  batch: koBatch,
  batchMail: koBatchMail,
  bookmark: koBookmark,
  changePassword: koChangePassword,
  checkEmail: koCheckEmail,
  common: koCommon,
  console: koConsole,
  contentUsage: koContentUsage,
  devMail: koDevMail,
  dialog: koDialog,
  download: koDownload,
  downloadHistory: koDownloadHistory,
  dso: koDso,
  editor: koEditor,
  education: koEducation,
  errorPage: koErrorPage,
  exports: koExports,
  faq: koFaq,
  feed: koFeed,
  field: koField,
  footer: koFooter,
  forecast: koForecast,
  forum: koForum,
  forumReaction: koForumReaction,
  home: koHome,
  installGuide: koInstallGuide,
  knowledge: koKnowledge,
  logReview: koLogReview,
  login: koLogin,
  mail: koMail,
  mailPreference: koMailPreference,
  masking: koMasking,
  mention: koMention,
  model: koModel,
  modelCard: koModelCard,
  myData: koMyData,
  myPage: koMyPage,
  nav: koNav,
  navRole: koNavRole,
  notFound: koNotFound,
  notice: koNotice,
  notification: koNotification,
  ownership: koOwnership,
  paging: koPaging,
  partner: koPartner,
  partnerFaq: koPartnerFaq,
  partnerLibrary: koPartnerLibrary,
  partnerProject: koPartnerProject,
  partnerQna: koPartnerQna,
  passkey: koPasskey,
  passwordCycle: koPasswordCycle,
  people: koPeople,
  policy: koPolicy,
  policyAdmin: koPolicyAdmin,
  privacy: koPrivacy,
  products: koProducts,
  provider: koProvider,
  recovery: koRecovery,
  resources: koResources,
  retention: koRetention,
  roleGrant: koRoleGrant,
  search: koSearch,
  searchGlossary: koSearchGlossary,
  searchLog: koSearchLog,
  secondFactor: koSecondFactor,
  shareCard: koShareCard,
  signUp: koSignUp,
  site: koSite,
  story: koStory,
  supporters: koSupporters,
  system: koSystem,
  terms: koTerms,
  termsPage: koTermsPage,
  toast: koToast,
  usageHistory: koUsageHistory,
  userMenu: koUserMenu,
  validation: koValidation,
  watch: koWatch,
  webhook: koWebhook,
};
export const en = {
  about: enAbout,
  accessReview: enAccessReview,
  activation: enActivation,
  admin: enAdmin,
  api: enApi,
  apiDocs: enApiDocs,
  auth: enAuth,
  bannerAdmin: enBannerAdmin,
  batch: enBatch,
  batchMail: enBatchMail,
  bookmark: enBookmark,
  changePassword: enChangePassword,
  checkEmail: enCheckEmail,
  common: enCommon,
  console: enConsole,
  contentUsage: enContentUsage,
  devMail: enDevMail,
  dialog: enDialog,
  download: enDownload,
  downloadHistory: enDownloadHistory,
  dso: enDso,
  editor: enEditor,
  education: enEducation,
  errorPage: enErrorPage,
  exports: enExports,
  faq: enFaq,
  feed: enFeed,
  field: enField,
  footer: enFooter,
  forecast: enForecast,
  forum: enForum,
  forumReaction: enForumReaction,
  home: enHome,
  installGuide: enInstallGuide,
  knowledge: enKnowledge,
  logReview: enLogReview,
  login: enLogin,
  mail: enMail,
  mailPreference: enMailPreference,
  masking: enMasking,
  mention: enMention,
  model: enModel,
  modelCard: enModelCard,
  myData: enMyData,
  myPage: enMyPage,
  nav: enNav,
  navRole: enNavRole,
  notFound: enNotFound,
  notice: enNotice,
  notification: enNotification,
  ownership: enOwnership,
  paging: enPaging,
  partner: enPartner,
  partnerFaq: enPartnerFaq,
  partnerLibrary: enPartnerLibrary,
  partnerProject: enPartnerProject,
  partnerQna: enPartnerQna,
  passkey: enPasskey,
  passwordCycle: enPasswordCycle,
  people: enPeople,
  policy: enPolicy,
  policyAdmin: enPolicyAdmin,
  privacy: enPrivacy,
  products: enProducts,
  provider: enProvider,
  recovery: enRecovery,
  resources: enResources,
  retention: enRetention,
  roleGrant: enRoleGrant,
  search: enSearch,
  searchGlossary: enSearchGlossary,
  searchLog: enSearchLog,
  secondFactor: enSecondFactor,
  shareCard: enShareCard,
  signUp: enSignUp,
  site: enSite,
  story: enStory,
  supporters: enSupporters,
  system: enSystem,
  terms: enTerms,
  termsPage: enTermsPage,
  toast: enToast,
  usageHistory: enUsageHistory,
  userMenu: enUserMenu,
  validation: enValidation,
  watch: enWatch,
  webhook: enWebhook,
};
