/** The strip above a page's content that holds the back button (and its place while it loads). */
export const BACK_BAR_CLASS = 'mx-auto flex h-14 max-w-6xl items-end px-4';
