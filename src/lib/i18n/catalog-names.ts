/**
 * The catalogs of lingui.config.ts: `shell` frames every page, `pages`, `member`, `apply` and `hardship` load
 * with their screens. Each route declares the ones it needs (`catalogs` in its staticData, src/lib/navigation/route-facts.ts).
 */
export type CatalogName = 'shell' | 'pages' | 'member' | 'apply' | 'hardship' | 'ops';
export const catalogNames: readonly CatalogName[] = ['shell', 'pages', 'member', 'apply', 'hardship'];
