/**
 * How wide the product page's main picture is drawn (its img's sizes, and the preload's): the
 * phone's width less the page's margins, half a desktop's content width less the thumbnails.
 */
export const GALLERY_SIZES = '(max-width: 48em) 92vw, 520px';
