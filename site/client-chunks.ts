// How the site's browser code is cut into files (docs/decisions/017-client-chunk-groups.md). Left to
// itself, Rolldown makes one file of each set of modules the same islands and scripts share, so a
// sign-in screen loaded 14 to 20 files, each gzipped on its own; these groups make the screens load
// six to eight. A group takes the modules its test matches and the modules they import that a group of
// a higher priority has not taken. A module no group matches is split as before, so a new module costs
// at most a file of its own: e2e/js-budget.spec.ts tells when that matters.

/** A path pattern whatever the separator (`/` or `\`). */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));

export const clientChunkGroups = [
  {
    // React, react-dom and Astro's React renderer: one file on the screens with an island, none elsewhere
    name: 'react',
    priority: 6,
    test: path('node_modules/(react|react-dom|scheduler)/|node_modules/@astrojs/react/dist/(client|static-html)\\.js'),
  },
  {
    // the behaviour of the layout's header and back-to-top button, and what islands share with it (the
    // session marker, constants): on every page. Not BaseLayout's page script itself, which starts them:
    // an island importing that file would start the header before the page is parsed.
    name: 'page-header',
    priority: 5,
    test: path(
      'site/src/components/(user-menu|header-menus|language-switch|back-to-top)\\.ts|site/src/lib/(role-bound|lang-cookie)\\.ts|site/src/islands/lib/local-session\\.ts|core/constants\\.ts',
    ),
  },
  {
    // the password rules and the token's shape, which forms check as they are typed and the schemas are
    // built from: a file without styles, so that loading the schemas asks for no stylesheet (below)
    name: 'auth-checks',
    priority: 4,
    test: path('core/auth/(password-policy|token)\\.ts'),
  },
  {
    // what every form screen uses: the form hook, fields, messages, the API client and the toasts; their
    // styles too, so an island never imports another group only for its CSS. The country select too, since
    // sign-up and the partner application share it: a file of its own made /register load one more file
    // (about 600 B more gzipped, over its budget)
    name: 'form-kit',
    priority: 3,
    test: path(
      'site/src/islands/(forms|member|ui)/[\\w-]+\\.css|site/src/islands/forms/(use-schema-form|use-focus-first-invalid|form-messages|TextField|PhoneField|CountrySelect)\\.tsx?|site/src/islands/lib/(api-client|fill-message)\\.ts|site/src/islands/ui/(Toast\\.tsx|toast-store\\.ts)|site/src/islands/member/(PasswordFields|UsernameField)\\.tsx|site/src/lib/(member-paths|urls|phone)\\.ts|core/i18n/locales\\.ts|vite/preload-helper',
    ),
  },
  {
    // what some forms add (a dialog, the message a page left, values only the browser knows): sign-in,
    // the password and activation screens and my page
    name: 'form-extras',
    priority: 2,
    test: path('site/src/islands/ui/Dialog\\.tsx|site/src/islands/lib/(use-flash-toast|use-browser-value)\\.ts|site/src/islands/member/expired-password\\.ts'),
  },
  {
    // valibot and the member schemas: loaded when a form is first used (forms/use-schema-form.ts). What
    // they import must carry no styles: Vite's preload helper fetches the styles of every file the import
    // reaches, Astro drops the client build's copy of styles the pages already link, and the import would
    // fail on the missing stylesheet (withastro/astro#8329)
    name: 'member-schemas',
    priority: 1,
    test: path('node_modules/valibot/|core/schemas/(account|common|password)\\.ts|core/text-safety\\.ts|site/src/islands/forms/schema-check\\.ts'),
  },
];
