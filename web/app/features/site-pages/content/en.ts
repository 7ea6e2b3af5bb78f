import type { TSiteContent } from './types';

export const siteContentEn: TSiteContent = {
  updated: 'Last updated: 1 November 2026',
  about: {
    eyebrow: 'About Matchwire',
    title: 'Sports data, engineered for developers',
    lead: 'Matchwire delivers live scores, odds, statistics and match animations for football, basketball and esports through one consistent JSON API.',
    description:
      'Who we are, what we build and how to reach the Matchwire team: sports data APIs for football, basketball and esports.',
    sections: [
      {
        id: 'mission',
        heading: 'Our mission',
        paragraphs: [
          'Great sports products — score apps, media sites, fantasy games and trading tools — all start with data that is fast, complete and correct. We built Matchwire so product teams can spend their time on their product, not on scraping, normalising and reconciling feeds.',
        ],
      },
      {
        id: 'what-we-do',
        heading: 'What we do',
        paragraphs: ['We collect, verify and publish sports data in real time, and package it into APIs and widgets:'],
        bullets: [
          'Live scores, events and line-ups for thousands of football competitions, plus the NBA, EuroLeague and more.',
          'Pre-match and in-play odds from major bookmakers, normalised into one format.',
          'Player and team statistics, standings and historical results.',
          'Esports fixtures and results for League of Legends, Dota 2 and CS.',
          'Embeddable live-animation widgets that turn match events into a visual pitch or court.',
        ],
      },
      {
        id: 'how-we-work',
        heading: 'How we work',
        paragraphs: [
          'Every endpoint is documented with request parameters, response fields and sample JSON. Plans are billed monthly, quarterly or yearly, with 33% off quarterly and 50% off yearly billing, and every sport can be tried for free before you subscribe.',
          'Our support team answers tickets within one business day.',
        ],
      },
    ],
    contactTitle: 'Contact us',
    contactBody:
      'Questions about coverage, pricing or an integration? Write to us and we will reply within one business day.',
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'How Matchwire collects, uses and protects personal data when you visit our website or use our APIs.',
    description:
      'The Matchwire privacy policy: what personal data we collect, why, how long we keep it and your rights.',
    sections: [
      {
        id: 'data-we-collect',
        heading: 'Data we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        bullets: [
          'Account data: your e-mail address, name and password (stored as a salted hash).',
          'Billing data: plan, invoices and the payment method reference held by our payment provider. We never store full card numbers.',
          'Usage data: API calls per key, IP addresses you whitelist, and technical logs used for security and rate limiting.',
          'Support data: the content of tickets and e-mails you send us.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'How we use it',
        paragraphs: [
          'We use your data to provide and secure the service, to bill subscriptions, to answer support requests and to send service messages such as activation and password e-mails. We send marketing e-mails only when you have agreed to them, and you can unsubscribe at any time.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'We use a session cookie to keep you logged in and a language cookie to remember your language. We do not use advertising cookies.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing',
        paragraphs: [
          'We share data only with processors that help us run the service (hosting, payment and e-mail providers), under contracts that protect it. We never sell personal data.',
        ],
      },
      {
        id: 'retention',
        heading: 'Retention and your rights',
        paragraphs: [
          'We keep account data while your account is open and billing records as long as the law requires. You may ask to access, correct, export or delete your personal data by writing to privacy@matchwire.io.',
        ],
      },
    ],
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Terms of service',
    lead: 'The agreement between you and Matchwire when you use our website, APIs and widgets.',
    description:
      'Matchwire terms of service: accounts, API keys, subscriptions, acceptable use, data licence and liability.',
    sections: [
      {
        id: 'accounts',
        heading: 'Accounts and API keys',
        paragraphs: [
          'You must provide a valid e-mail address and keep your credentials and API key secret. You are responsible for all calls made with your key; restrict it with the IP whitelist and regenerate it if it leaks.',
        ],
      },
      {
        id: 'subscriptions',
        heading: 'Free trials and subscriptions',
        paragraphs: [
          'Free trials are limited in time and calls per day and are offered once per customer. Subscriptions renew automatically at the end of each billing period (monthly, quarterly or yearly) until cancelled; cancelling stops the next renewal.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: ['You agree not to:'],
        bullets: [
          'exceed the call frequency limits of your plan or share your key with third parties;',
          'resell or redistribute raw data feeds unless your plan allows it;',
          'use the service for anything unlawful.',
        ],
      },
      {
        id: 'licence',
        heading: 'Data licence',
        paragraphs: [
          'While your subscription is active you may display the data in your own products for the sports and competitions your plan covers. The data remains the property of Matchwire and its licensors.',
        ],
      },
      {
        id: 'liability',
        heading: 'Availability and liability',
        paragraphs: [
          'We work hard to keep the service fast and accurate, but sports data can be delayed or corrected after the fact. The service is provided "as is", and our liability is limited to the fees you paid in the three months before a claim.',
        ],
      },
    ],
  },
  widgets: {
    eyebrow: 'Widgets',
    title: 'Live match animations you can embed in minutes',
    lead: 'Turn live match events into an animated pitch or court on your site or app — no video rights, no rendering work.',
    description:
      'Matchwire live-animation widgets: embeddable football and basketball match animations driven by real-time data.',
    whatTitle: 'What are live-animation widgets?',
    whatBody:
      'Our widgets draw the match as it happens: ball position, attacks, shots, goals, cards and substitutions on a football pitch, or possessions, shots and scores on a basketball court. They are fed by the same real-time data as our APIs, so your visitors follow the game without leaving your page.',
    features: [
      { title: 'Real time', body: 'Events appear within seconds of happening on the field.' },
      { title: 'Lightweight', body: 'A small script and an iframe — fast on mobile and desktop.' },
      { title: 'Your brand', body: 'Choose colours, pitch images and which panels to show.' },
      { title: 'Domain whitelist', body: 'The widget only plays on the domains you allow.' },
    ],
    sportsTitle: 'Football and basketball',
    football: {
      title: 'Football animation',
      body: 'Attacks, dangerous attacks, shots, corners, goals and cards on an animated pitch, with live statistics and line-ups.',
    },
    basketball: {
      title: 'Basketball animation',
      body: 'Possessions, field goals, free throws and fouls on an animated court, with the live box score and quarter scores.',
    },
    embedTitle: 'How to embed',
    embedSteps: [
      { title: 'Start a free trial', body: 'Create an account and activate it; your API key is ready at once.' },
      { title: 'Whitelist your domain', body: 'Add the domains where the widget will appear.' },
      { title: 'Paste the snippet', body: 'Drop the script tag into your page and pass a match id.' },
    ],
    ctaTitle: 'See it on your own matches',
    ctaBody: 'Widgets are included with football and basketball plans. Start a free trial to try them.',
  },
  seo: {
    main: {
      eyebrow: 'Sports data API',
      title: 'A sports data API for live scores, odds and statistics',
      lead: 'Matchwire is a sports data API for football, basketball and esports: real-time scores, odds from major bookmakers, statistics and match animations in clean JSON.',
      description:
        'Sports data API for football, basketball and esports: live scores, odds, statistics and widgets. Free trial, plans from $99 per month.',
      tiles: [
        { title: 'Live scores', body: 'Second-by-second scores and match events for thousands of competitions.' },
        { title: 'Odds data', body: 'Pre-match and in-play odds, normalised across bookmakers.' },
        { title: 'Statistics', body: 'Team and player statistics, standings and historical results.' },
        { title: 'Widgets', body: 'Embeddable live animations for football and basketball.' },
      ],
    },
    h5: {
      eyebrow: 'Mobile apps',
      title: 'Sports data for mobile apps and H5 pages',
      lead: 'Compact JSON, predictable pagination and low latency make Matchwire a good fit for mobile score apps and H5 pages.',
      description:
        'Build mobile score apps and H5 pages with the Matchwire sports data API: compact JSON, low latency, live animations for small screens.',
      tiles: [
        { title: 'Small payloads', body: 'Only the fields a screen needs, so pages load fast on mobile networks.' },
        { title: 'Push-friendly', body: 'Poll change lists and update only what changed.' },
        { title: 'Responsive widgets', body: 'Animations that fit any screen width.' },
        { title: 'Free trial', body: 'Try every sport free before you subscribe.' },
      ],
    },
    pc: {
      eyebrow: 'Web platforms',
      title: 'Sports data for websites and desktop platforms',
      lead: 'Power score centres, media sites and trading dashboards with complete coverage, deep statistics and reliable uptime.',
      description:
        'Sports data API for websites and desktop platforms: complete football, basketball and esports coverage, deep statistics and odds.',
      tiles: [
        { title: 'Complete coverage', body: 'Top leagues and lower divisions, cups and friendlies.' },
        { title: 'Deep statistics', body: 'Team, player and match statistics for rich match centres.' },
        { title: 'Odds comparison', body: 'Compare bookmakers with one consistent odds format.' },
        { title: 'Documentation', body: 'Every endpoint documented with samples you can run.' },
      ],
    },
  },
  seoFaqTitle: 'Common questions',
  seoFaq: [
    {
      title: 'Which sports do you cover?',
      body: 'Football, basketball and esports (League of Legends, Dota 2 and CS).',
    },
    {
      title: 'Can I try before I buy?',
      body: 'Yes. Every account can start a free trial with daily call limits for each sport.',
    },
    {
      title: 'How is the data delivered?',
      body: 'Through a REST API that answers JSON, authenticated with your API key.',
    },
  ],
  sitemap: {
    title: 'Sitemap',
    lead: 'Every public page and product of the Matchwire website.',
    description: 'The Matchwire sitemap: every public page, product and resource on one page.',
    pages: 'Pages',
    products: 'products',
    help: 'Help and legal',
  },
};
