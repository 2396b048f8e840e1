// The English privacy policy of the portal, one text per revision (see privacy-policy-ko.ts for how the
// revisions differ). English readers sign up with consent to the cross-border transfer (portal spec §3),
// so its section names every recipient, country, item and period.
import type { PolicyVersion } from './privacy-policy-versions.ts';

const officer = {
  '1.0': { name: 'Seoyeon Choi', title: 'Head of Information Security', phone: '+82 2 6123 4500' },
  '2.0': { name: 'Seoyeon Choi', title: 'Head of Information Security', phone: '+82 2 6123 4500' },
  '3.0': { name: 'Minjun Kim', title: 'Chief Information Security Officer', phone: '+82 2 6123 4510' },
} as const;

export function privacyPolicyEn(version: PolicyVersion, effectiveDate: string): string {
  const v2 = version !== '1.0';
  const v3 = version === '3.0';
  const who = officer[version];
  return [
    `<p>Example Analytics Inc. (“we”, “the company”) runs the portal of its data-analytics and machine-learning platform (“the portal”). This policy explains what personal data we process, why, for how long and with whom, and how you can exercise your rights under the Personal Information Protection Act of the Republic of Korea and other applicable law.</p>`,

    `<h2>1. Personal data we collect and why</h2>`,
    `<p>We collect only what each purpose needs, and ask for your consent again before using it for a new purpose.</p>`,
    `<table><thead><tr><th scope="col">When</th><th scope="col">Data</th><th scope="col">Purpose</th></tr></thead><tbody>`,
    `<tr><td>Sign-up (required)</td><td>E-mail address (your user ID), password, name, company name, mobile number, country code</td><td>Identifying you, managing your account, providing the service, sending service notices, preventing abuse</td></tr>`,
    v2
      ? `<tr><td>Sign-up (optional)</td><td>Department, secondary e-mail address</td><td>Contacting the person responsible for a contract, password reset</td></tr>`
      : '',
    v2
      ? `<tr><td>Marketing (optional)</td><td>E-mail address, mobile number, preferred channels</td><td>News about products, training and events tailored to you</td></tr>`
      : '',
    `<tr><td>Software download</td><td>Version and operating system downloaded, date and time</td><td>Providing the installer, issuing the ${v3 ? '60-day free trial ' : 'trial '}licence, usage statistics</td></tr>`,
    `<tr><td>Partner application</td><td>Company, business type, contact name, phone number, e-mail address, country</td><td>Reviewing the application and replying to it</td></tr>`,
    `<tr><td>Collected automatically</td><td>IP address, time of access, browser and operating system, cookies, records of use</td><td>Security, troubleshooting and statistics that improve the service</td></tr>`,
    `</tbody></table>`,
    `<p>The portal is not intended for children: you must be 16 or older to create an account.</p>`,

    `<h2>2. How long we keep it</h2>`,
    `<p>We delete personal data without delay once its purpose is fulfilled, except for the following, which we keep for the period shown.</p>`,
    `<ul>`,
    v2
      ? `<li>Account data: until you close your account, then deleted within 5 days at the latest, once the closure has been processed.</li>`
      : `<li>Account data: until you close your account, then deleted without delay.</li>`,
    `<li>Access logs: 1 year after your last access.</li>`,
    v3
      ? `<li>Access records: at least 6 months, as the security standards under the Personal Information Protection Act require.</li>`
      : `<li>Access records: 3 months, as the Protection of Communications Secrets Act requires.</li>`,
    v2
      ? `<li>Marketing consent: 1 year and 6 months from the day you consented. Before it ends we ask whether you wish to consent again; if you do not, the data is deleted.</li>`
      : '',
    `</ul>`,

    `<h2>3. Sharing with third parties</h2>`,
    `<p>We use your data only for the purposes above and share it with a third party only with your consent or where a law specifically requires it.</p>`,
    v3
      ? `<table><thead><tr><th scope="col">Recipient</th><th scope="col">Purpose</th><th scope="col">Data</th><th scope="col">Kept for</th></tr></thead><tbody><tr><td>The certified partner for the region you choose</td><td>Sales consultation and technical support</td><td>Name, company, phone number, e-mail address</td><td>1 year after the consultation ends</td></tr></tbody></table><p>This happens only when you agree to it separately while asking for a partner consultation.</p>`
      : '',

    `<h2>4. Processors</h2>`,
    `<p>The following companies process personal data on our behalf. Our contracts bind them to protect it, forbid further subcontracting without our approval and let us audit them.</p>`,
    `<table><thead><tr><th scope="col">Processor</th><th scope="col">Task</th></tr></thead><tbody>`,
    `<tr><td>Amazon Web Services, Inc.</td><td>Running the service infrastructure and storing data</td></tr>`,
    `<tr><td>Twilio Inc. (SendGrid)</td><td>Sending e-mail such as sign-up confirmations and password resets</td></tr>`,
    v3 ? `<tr><td>Cloudflare, Inc.</td><td>Content delivery network and security services</td></tr>` : '',
    v2 ? `<tr><td>Data Academy Co., Ltd.</td><td>Running training courses and issuing certificates</td></tr>` : '',
    `</tbody></table>`,

    `<h2>5. Cross-border transfer</h2>`,
    `<p>To provide the portal we transfer personal data outside your country as listed below. You may refuse by not signing up or by closing your account, but the portal cannot then be used.</p>`,
    `<ul>`,
    `<li>Amazon Web Services, Inc. (privacy@amazon.com): stored in ${v3 ? 'the Republic of Korea (Seoul region), with disaster-recovery backups in Japan (Tokyo region)' : 'the Republic of Korea (Seoul region)'}; all account data; transferred over encrypted networks as you use the service.</li>`,
    `<li>Twilio Inc. (privacy@twilio.com): United States; name and e-mail address; when an e-mail is sent.</li>`,
    v3
      ? `<li>Cloudflare, Inc. (privacy@cloudflare.com): the data centre nearest to you worldwide; IP address and access records; as each request passes through the network.</li>`
      : '',
    `<li>Retention: until the processing contract ends or the period in section 2 expires, whichever comes first.</li>`,
    `</ul>`,

    `<h2>6. How we delete data</h2>`,
    `<p>Data whose retention period has ended is deleted with the approval of the privacy officer. Electronic files are erased so that they cannot be recovered; paper records are shredded or incinerated. Data that a law requires us to keep is stored apart from other data.</p>`,

    `<h2>7. Your rights and how to exercise them</h2>`,
    `<p>You may at any time ask to see, correct or delete your personal data, ask us to stop processing it, and withdraw your consent.</p>`,
    `<ul>`,
    `<li>${v2 ? 'On My page you can review and correct your details, change your marketing consent and close your account yourself.' : 'On My page you can review and correct your details and close your account yourself.'}</li>`,
    `<li>You can also write to or call the privacy officer; we act on your request and reply within 10 days.</li>`,
    `<li>A legal representative or a person you authorise may exercise your rights for you, with a power of attorney.</li>`,
    `</ul>`,

    `<h2>8. Cookies</h2>`,
    `<p>The portal uses cookies to keep you signed in and to remember your language. The sign-in cookie cannot be read by scripts and expires when you sign out or after 30 minutes without activity.</p>`,
    v3
      ? `<p>We use no advertising cookies and no third-party analytics cookies.</p>`
      : `<p>We use Google Analytics cookies for usage statistics; the statistics do not identify you.</p>`,
    `<p>You can block cookies in your browser settings, but the services that need you to sign in will then not work.</p>`,

    `<h2>9. How we protect your data</h2>`,
    `<ul>`,
    `<li>Organisational: an internal privacy management plan, as few staff with access as possible, and regular training.</li>`,
    `<li>Technical: passwords stored with one-way hashing, TLS encryption on every connection, access control and access records, prompt security updates${v3 ? ', two-step verification for administrators' : ''}.</li>`,
    `<li>Physical: certified cloud data centres, and controlled access to our record rooms.</li>`,
    `</ul>`,

    `<h2>10. Privacy officer and contacts</h2>`,
    `<p>For questions, complaints or remedies concerning your personal data, please contact:</p>`,
    `<ul><li>Privacy officer: ${who.name}, ${who.title}</li><li>E-mail: <a href="mailto:privacy@example-analytics.com">privacy@example-analytics.com</a></li><li>Phone: ${who.phone}</li><li>Address: 15F, 427 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea</li></ul>`,
    `<p>You may also contact the Personal Information Infringement Report Center (+82 118), the Personal Information Dispute Mediation Committee (+82 1833 6972) or the supervisory authority of your country of residence.</p>`,

    `<h2>11. Changes to this policy</h2>`,
    `<p>This policy applies from ${effectiveDate}. We announce any addition, deletion or change on the portal at least 7 days before it takes effect${v3 ? '; for a significant change to your rights we also tell you by e-mail and, where required, ask for your consent again' : ''}.</p>`,
  ]
    .filter(Boolean)
    .join('\n');
}
