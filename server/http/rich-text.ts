/**
 * The one sanitizer of rich text (HTML from the RichText field): an allowlist of the tags and
 * attributes the editor produces plus plain formatting, run by sanitize-html (htmlparser2, kept up
 * to date), never regexes. It runs when a body is stored AND when it is served, so a row written
 * before a rule tightened, or by hand in the database, still reaches readers clean.
 * Links keep http(s)/mailto only and open with rel="noopener noreferrer"; images keep http(s) and
 * this server's own relative file URLs; no style, no class, no event attribute, no iframe or form.
 */
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup',
    'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'span',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
}

/** The HTML with everything outside the allowlist removed ('' for a missing value). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, OPTIONS)
}
