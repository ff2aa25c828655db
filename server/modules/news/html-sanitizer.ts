import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Tags outside the list go, and script/style/textarea bodies go with them (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab, so the opened page must not get a handle on ours (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/**
 * Article HTML reduced to basic formatting and http(s)/mailto/tel links: no scripts, styles, frames,
 * event handlers or `javascript:` URLs. Applied when articles are written and again when they are read,
 * so a row changed behind the application's back is still safe to render.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
