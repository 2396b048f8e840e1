// The message catalogues, one folder per language and one file per area, merged here into one flat
// catalogue per language. Add an area by adding its file to both folders and to the lists below.
//   site     the public shell and the catalogue pages        auth     identity API answers, validation, mail
//   member   sign-up, sign-in and recovery pages             account  my page, the user menu, idle logout
//   console  the admin API's answers                         admin    the admin console's screens
//   story    success story pages and their API               authoring uploads, attachment rules, content saves (API)
//   editor   the authoring forms of models and stories       home     home, banners, statistics, product pages
//   policy   download, policy, about and dso1 pages
import enAccount from './messages/en/account.json' with { type: 'json' };
import enAdmin from './messages/en/admin.json' with { type: 'json' };
import enAuth from './messages/en/auth.json' with { type: 'json' };
import enAuthoring from './messages/en/authoring.json' with { type: 'json' };
import enConsole from './messages/en/console.json' with { type: 'json' };
import enEditor from './messages/en/editor.json' with { type: 'json' };
import enHome from './messages/en/home.json' with { type: 'json' };
import enMember from './messages/en/member.json' with { type: 'json' };
import enPolicy from './messages/en/policy.json' with { type: 'json' };
import enSite from './messages/en/site.json' with { type: 'json' };
import enStory from './messages/en/story.json' with { type: 'json' };
import koAccount from './messages/ko/account.json' with { type: 'json' };
import koAdmin from './messages/ko/admin.json' with { type: 'json' };
import koAuth from './messages/ko/auth.json' with { type: 'json' };
import koAuthoring from './messages/ko/authoring.json' with { type: 'json' };
import koConsole from './messages/ko/console.json' with { type: 'json' };
import koEditor from './messages/ko/editor.json' with { type: 'json' };
import koHome from './messages/ko/home.json' with { type: 'json' };
import koMember from './messages/ko/member.json' with { type: 'json' };
import koPolicy from './messages/ko/policy.json' with { type: 'json' };
import koSite from './messages/ko/site.json' with { type: 'json' };
import koStory from './messages/ko/story.json' with { type: 'json' };

export const ko = {
  ...koSite,
  ...koAuth,
  ...koMember,
  ...koAccount,
  ...koConsole,
  ...koAdmin,
  ...koStory,
  ...koAuthoring,
  ...koEditor,
  ...koHome,
  ...koPolicy,
};
export const en = {
  ...enSite,
  ...enAuth,
  ...enMember,
  ...enAccount,
  ...enConsole,
  ...enAdmin,
  ...enStory,
  ...enAuthoring,
  ...enEditor,
  ...enHome,
  ...enPolicy,
};

/** Each area's files, so a test can check that no key is defined in two areas. */
export const areas = {
  site: [koSite, enSite],
  auth: [koAuth, enAuth],
  member: [koMember, enMember],
  account: [koAccount, enAccount],
  console: [koConsole, enConsole],
  admin: [koAdmin, enAdmin],
  story: [koStory, enStory],
  authoring: [koAuthoring, enAuthoring],
  editor: [koEditor, enEditor],
  home: [koHome, enHome],
  policy: [koPolicy, enPolicy],
} as const;
