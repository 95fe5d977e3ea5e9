import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import {
  escapeHtml,
  PAGE_TEXTS,
  pageSecurityHeaders,
  pickPageLanguage,
  renderPage,
  type PageLanguage,
} from '../pages';
import type { SignInGuard } from '../security/sign-in-guard';
import type { AccountDirectory } from './accounts';
import { INTERACTION_PATH } from './provider';

/** Why the form is shown again: the sign-in guard's refusals. */
type LoginError =
  'invalid' | 'locked-out' | 'inactive' | 'unconfirmed' | 'requires-two-factor' | 'throttled';

interface LoginView {
  uid: string;
  language: PageLanguage;
  tenantName: string | null;
  userName: string;
  error: LoginError | null;
}

// ABP's Login page (Account module, Login.cshtml.cs) gives both "not allowed" cases one text
// (LoginIsNotAllowed); its open-source page has no second-factor step, nor has this one.
const ERROR_TEXT = {
  invalid: 'invalidCredentials',
  'locked-out': 'lockedOut',
  inactive: 'notAllowed',
  unconfirmed: 'notAllowed',
  'requires-two-factor': 'twoFactorRequired',
  throttled: 'tooManyAttempts',
} as const;

// A refused form answers 401, as before; too many attempts answer 429 (Retry-After set too).
const ERROR_STATUS = {
  invalid: 401,
  'locked-out': 401,
  inactive: 401,
  unconfirmed: 401,
  'requires-two-factor': 401,
  throttled: 429,
} as const;

function renderLogin(view: LoginView): string {
  const t = PAGE_TEXTS[view.language];
  const error = view.error
    ? `<p class="error" role="alert">${escapeHtml(t[ERROR_TEXT[view.error]])}</p>`
    : '';
  return `
    <h1>${escapeHtml(t.signInTitle)}</h1>
    <p class="tenant">${escapeHtml(t.tenant)}: <strong>${escapeHtml(view.tenantName ?? t.hostTenant)}</strong></p>
    <p>${escapeHtml(t.signInIntro)}</p>
    ${error}
    <form method="post" action="${INTERACTION_PATH}/${escapeHtml(view.uid)}/login" autocomplete="on">
      <label for="username">${escapeHtml(t.userName)}</label>
      <input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(view.userName)}">
      <label for="password">${escapeHtml(t.password)}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <div class="check"><input id="remember" name="remember" type="checkbox" value="true"><label for="remember">${escapeHtml(t.rememberMe)}</label></div>
      <button type="submit">${escapeHtml(t.signIn)}</button>
    </form>`;
}

function sendPage(
  res: Response,
  language: PageLanguage,
  title: string,
  body: string,
  status = 200,
) {
  const nonce = randomBytes(16).toString('base64');
  res.status(status).set(pageSecurityHeaders(nonce)).type('html');
  res.send(renderPage({ language, nonce, title, body }));
}

/** The provider's login interaction: a small bilingual server-rendered form. */
export function createInteractionRouter(
  provider: Provider,
  accounts: AccountDirectory,
  signInGuard: SignInGuard,
): Router {
  const router = express.Router();

  const describe = async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const params = details.params as Record<string, unknown>;
    const language = pickPageLanguage(params.ui_locales ?? params['ui-culture'], req.get('cookie'));
    const tenantId =
      typeof params.__tenant === 'string' && params.__tenant ? params.__tenant : null;
    const tenant = tenantId ? accounts.findTenantById(tenantId) : undefined;
    return { details, language, tenantId: tenant?.id ?? null, tenantName: tenant?.name ?? null };
  };

  router.get(`${INTERACTION_PATH}/:uid`, async (req, res, next) => {
    try {
      const { details, language, tenantName } = await describe(req, res);
      if (details.prompt.name !== 'login') {
        // Consent is granted by loadExistingGrant; any other prompt finishes without a screen.
        await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
        return;
      }
      const body = renderLogin({
        uid: details.uid,
        language,
        tenantName,
        userName: '',
        error: null,
      });
      sendPage(res, language, PAGE_TEXTS[language].signInTitle, body);
    } catch (error) {
      next(error);
    }
  });

  router.post(
    `${INTERACTION_PATH}/:uid/login`,
    express.urlencoded({ extended: false }),
    async (req, res, next) => {
      try {
        const { details, language, tenantId, tenantName } = await describe(req, res);
        const userName = String(req.body?.username ?? '');
        const outcome = signInGuard.signIn({
          userNameOrEmail: userName,
          password: String(req.body?.password ?? ''),
          tenantId,
          clientAddress: req.ip ?? '',
        });
        if ('refusal' in outcome) {
          const body = renderLogin({
            uid: details.uid,
            language,
            tenantName,
            userName,
            error: outcome.refusal,
          });
          if (outcome.refusal === 'throttled') {
            res.set('Retry-After', String(outcome.retryAfterSeconds));
          }
          const status = ERROR_STATUS[outcome.refusal];
          sendPage(res, language, PAGE_TEXTS[language].signInTitle, body, status);
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: outcome.user.id, remember: req.body?.remember === 'true' } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        next(error);
      }
    },
  );

  return router;
}
