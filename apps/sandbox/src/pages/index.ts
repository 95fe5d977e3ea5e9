export { escapeHtml, pageSecurityHeaders, renderPage, type PageLanguage } from './html';
export { PAGE_TEXTS, pickPageLanguage, type PageTexts } from './texts';
