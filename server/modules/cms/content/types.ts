/**
 * Content of a single CMS information page (regulamin, polityka prywatności, …).
 *
 * `content` is an HTML fragment limited to a small set of tags:
 * h2, h3, p, ul, ol, li, strong, em, a, table, thead, tbody, tr, th, td, address, br.
 */
export type CmsPageContent = {
  identifier: string;
  title: string;
  contentHeading: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};
