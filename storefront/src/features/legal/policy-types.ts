/** One policy page: its address part, title, one-line summary and sections of plain paragraphs. */
export interface Policy {
  slug: string;
  /** The footer's label for it, and the page's heading. */
  title: string;
  description: string;
  sections: { heading: string; paragraphs: string[] }[];
}
