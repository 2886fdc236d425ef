/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML that is ALREADY sanitized (from `renderRichText` in core/rich-text); never raw CMS input. */
  html: string;
  className?: string;
}

/** Injects sanitized rich-text HTML into `<div class="sf-rich-text">`. */
export function RichText({ html, className }: RichTextProps) {
  const classes = className ? `sf-rich-text ${className}` : 'sf-rich-text';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized by renderRichText.
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
