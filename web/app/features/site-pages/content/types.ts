export type TProseSection = { id: string; heading: string; paragraphs: string[]; bullets?: string[] };
export type TProsePage = {
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  sections: TProseSection[];
};
export type TTile = { title: string; body: string };

/** Long-form page copy; every language implements the same shape (the compiler checks vi against it). */
export type TSiteContent = {
  about: TProsePage & { contactTitle: string; contactBody: string };
  privacy: TProsePage;
  terms: TProsePage;
  updated: string;
  widgets: {
    eyebrow: string;
    title: string;
    lead: string;
    description: string;
    whatTitle: string;
    whatBody: string;
    features: TTile[];
    sportsTitle: string;
    football: TTile;
    basketball: TTile;
    embedTitle: string;
    embedSteps: TTile[];
    ctaTitle: string;
    ctaBody: string;
  };
  seo: Record<
    'main' | 'h5' | 'pc',
    { eyebrow: string; title: string; lead: string; description: string; tiles: TTile[] }
  >;
  seoFaqTitle: string;
  seoFaq: TTile[];
  sitemap: { title: string; lead: string; description: string; pages: string; products: string; help: string };
};
