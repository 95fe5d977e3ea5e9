import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import type Provider from 'oidc-provider';
import {
  escapeHtml,
  PAGE_TEXTS,
  pageSecurityHeaders,
  pickPageLanguage,
  renderPage,
} from '../pages';
import type { PortalOrigins } from '../portal-origins';
import type { AccountDirectory } from './accounts';
import { safeReturnUrl } from './safe-return-url';

export const MANAGE_PROFILE_PATH = '/account/manage';

/** The provider's manage-profile page that the portal's "My account" opens in code mode (SPEC §2). */
export function createManageProfileRouter(
  provider: Provider,
  accounts: AccountDirectory,
  origins: PortalOrigins,
): Router {
  const router = express.Router();
  router.get(MANAGE_PROFILE_PATH, async (req, res, next) => {
    try {
      const ctx = provider.createContext(req, res);
      const session = await provider.Session.get(ctx);
      const user = session.accountId ? accounts.findUserById(session.accountId) : undefined;
      const language = pickPageLanguage(req.query.ui_locales, req.get('cookie'));
      const t = PAGE_TEXTS[language];
      const back = safeReturnUrl(req.query.returnUrl, origins);
      const tenant = user?.tenantId ? accounts.findTenantById(user.tenantId) : undefined;
      const details = user
        ? `<dl>
            <dt>${escapeHtml(t.userName)}</dt><dd>${escapeHtml(user.userName)}</dd>
            <dt>${escapeHtml(t.name)}</dt><dd>${escapeHtml([user.name, user.surname].filter(Boolean).join(' '))}</dd>
            <dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(user.email)}</dd>
            <dt>${escapeHtml(t.tenant)}</dt><dd>${escapeHtml(tenant?.name ?? t.hostTenant)}</dd>
          </dl>`
        : `<p>${escapeHtml(t.notSignedIn)}</p>`;
      const nonce = randomBytes(16).toString('base64');
      res.set(pageSecurityHeaders(nonce)).type('html');
      res.send(
        renderPage({
          language,
          nonce,
          title: t.manageTitle,
          body: `<h1>${escapeHtml(t.manageTitle)}</h1><p>${escapeHtml(t.manageIntro)}</p>${details}
            <nav><a href="${escapeHtml(back)}">${escapeHtml(t.backToPortal)}</a></nav>`,
        }),
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
