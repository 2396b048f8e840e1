import { certification } from '#core/education.ts';
import type { CertificationCopy } from './types.ts';

const { resultDaysMin, resultDaysMax, writtenPassValidYears } = certification;

export const en: CertificationCopy = {
  title: 'Data scientist certification',
  description: `A three-level certification of data-science skill on the platform, examined every month, with results in ${resultDaysMin} to ${resultDaysMax} days.`,
  lead: 'Show what you can do with data and machine learning on the platform, from preparing data to running models in production.',
  intro: [
    'The certification has three levels. Each level has a written exam, taken online, and a practical exam on the platform, where you solve a realistic problem from its data to a model that is ready to use.',
    `Exams are held every month. Results are sent by e-mail ${resultDaysMin} to ${resultDaysMax} days after the exam. A written pass stays valid for ${writtenPassValidYears} years: within that time you may take the practical exam of the level as often as it is held.`,
  ],
  levelsTitle: 'Levels',
  labels: { audience: 'For', exam: 'Exam', eligibility: 'Eligibility', level: (n) => `Level ${n}` },
  levels: [
    {
      name: 'Associate data scientist',
      summary: 'Prepares data and trains, compares and explains standard models with the platform’s tools.',
      audience: 'Analysts, developers and students starting with machine learning',
      exam: [
        'Written: 60 questions in 90 minutes on data preparation, statistics, model types and evaluation',
        'Practical: 3 hours, a classification or regression task from raw data to an evaluated model',
      ],
      eligibility: ['Open to everyone with a portal account', 'The online classes of the Machine Learning channel are recommended'],
    },
    {
      name: 'Professional data scientist',
      summary: 'Designs features, tunes and validates models, and deploys them with monitoring for a business problem.',
      audience: 'Practitioners who build models for their organisation',
      exam: [
        'Written: 60 questions in 90 minutes on feature engineering, validation, time series and deployment',
        'Practical: 4 hours, a forecasting or anomaly-detection case, deployed and documented',
      ],
      eligibility: ['Level 1 certificate', 'or two years of hands-on work in data analysis (a short description with the application)'],
    },
    {
      name: 'Expert data scientist',
      summary: 'Leads an analytics project end to end: framing the problem, data pipelines, model governance and results.',
      audience: 'Leads and architects of data-science teams',
      exam: [
        'Written: case questions in 120 minutes on project design, data governance and model risk',
        'Practical: a project submitted within 2 weeks, then a 30-minute presentation to two examiners',
      ],
      eligibility: ['Level 2 certificate', 'and three years of leading analytics projects'],
    },
  ],
  scheduleTitle: 'Schedule and results',
  schedule: [
    { term: 'Exams', text: 'Every month; the dates of the next three months are announced in the portal’s notices.' },
    { term: 'Applications', text: 'Open until 14 days before each exam, or until its seats are taken.' },
    { term: 'Results', text: `By e-mail, ${resultDaysMin} to ${resultDaysMax} days after the exam, with the score of each part.` },
    { term: 'Validity', text: `A written pass is valid for ${writtenPassValidYears} years; the certificate itself does not expire.` },
  ],
  applyTitle: 'How to apply',
  apply: [
    'Sign in to the portal (sign up first if you have no account).',
    'Choose the level and the month you want, and check that you meet its eligibility.',
    'Apply by e-mail to the address below with the level, the month and your portal account’s e-mail; for levels 2 and 3 add your certificate number or a short description of your experience.',
    'You receive a confirmation with the exam’s time and how to join, at the latest 7 days before the exam.',
  ],
  contact: (email) => `Questions about the certification: ${email}`,
  learnTitle: 'Prepare with the channels',
  learnText: 'The training guides put each product’s videos in order, and keep track of what you have watched once you sign in.',
};
