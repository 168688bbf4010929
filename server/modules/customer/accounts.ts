/** The accounts module's services, built once per process (server/services.ts). */
import { parseDomainList, type EmailDomainRules } from "../../../domain/email-rules.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { BotCheck } from "../../integrations/botcheck/altcha.ts";
import type { MailOutbox } from "../mail/index.ts";
import { NO_MARKETING_PLATFORM, type MarketingPlatform } from "../../integrations/edrone/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AttemptLog, PasswordCheckClaims } from "./attempts.ts";
import { LoginService } from "./login.ts";
import { NewsletterService, type WelcomeCouponWriter } from "./newsletter.ts";
import { PasswordService } from "./password-reset.ts";
import { ProfileService } from "./profile.ts";
import { RefreshTokens } from "./refresh-tokens.ts";
import { RegistrationService } from "./registration.ts";

export interface Accounts {
  botCheck: BotCheck;
  registration: RegistrationService;
  login: LoginService;
  refreshTokens: RefreshTokens;
  passwords: PasswordService;
  profiles: ProfileService;
  newsletter: NewsletterService;
}

/** `mail`: the outbox of the account mails; `mailer`: the newsletter's (sendLater); `writeCoupon`: the cart's writer of the newsletter's welcome coupon (a sales rule, the cart's table). */
export function createAccounts(
  db: Database,
  config: Config,
  clock: () => Date,
  mail: MailOutbox,
  mailer: Mailer,
  writeCoupon: WelcomeCouponWriter,
  marketing: MarketingPlatform = NO_MARKETING_PLATFORM,
): Accounts {
  const rules: EmailDomainRules = { allow: parseDomainList(config.MAILER_ALLOW_DOMAINS), deny: parseDomainList(config.MAILER_DENY_DOMAINS) };
  const attempts = new AttemptLog(db);
  const botCheck = new BotCheck(db, config, clock);
  const refreshTokens = new RefreshTokens(db, config, clock);
  const profiles = new ProfileService(db, rules, clock);
  const login = new LoginService(db, config, clock, new PasswordCheckClaims(db), refreshTokens);
  return {
    botCheck,
    registration: new RegistrationService(db, config, clock, rules, botCheck, mail, profiles),
    login,
    refreshTokens,
    passwords: new PasswordService(db, config, clock, attempts, refreshTokens, mail, login),
    profiles,
    newsletter: new NewsletterService(db, config, rules, clock, mailer, writeCoupon, marketing),
  };
}
