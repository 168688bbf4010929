/**
 * Common disposable ("temporary") e-mail domains, refused at registration and newsletter sign-up (specification
 * section 8, "temporary e-mail refused"). A short bundled list of the services seen most often; MAILER_DENY_DOMAINS
 * adds more without a release. Subdomains match too (x.mailinator.com).
 */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  "10minutemail.com", "10minutemail.net", "10minemail.com", "20minutemail.com", "33mail.com", "anonbox.net",
  "anonymbox.com", "burnermail.io", "byom.de", "mail-temp.com", "mintemail.com", "mohmal.com", "mytemp.email", "mytrashmail.com",
  "discard.email", "discardmail.com", "dispostable.com", "dropmail.me", "emailondeck.com", "emailfake.com",
  "fakeinbox.com", "fakemail.net", "filzmail.com", "getairmail.com", "getnada.com", "nada.email", "guerrillamail.com",
  "guerrillamail.net", "guerrillamail.org", "guerrillamail.biz", "guerrillamail.de", "guerrillamailblock.com",
  "grr.la", "sharklasers.com", "spam4.me", "pokemail.net", "harakirimail.com", "incognitomail.org", "inboxkitten.com",
  "jetable.org", "mailcatch.com", "maildrop.cc", "mailinator.com", "mailinator.net", "mailinator2.com",
  "mailnesia.com", "mailnull.com", "mailsac.com", "mailtemp.net", "meltmail.com", "moakt.com", "mt2015.com",
  "nowmymail.com", "spambox.us", "spamgourmet.com", "spamex.com", "spamfree24.org", "spaml.com", "tempail.com",
  "tempmail.com", "temp-mail.org", "temp-mail.io", "tempmail.net", "tempmail.plus", "tempmailo.com", "tempr.email",
  "tempinbox.com", "temporary-mail.net", "throwawaymail.com", "throwam.com", "trash-mail.com", "trashmail.com",
  "trashmail.de", "trashmail.net", "trashmail.me", "trbvm.com", "wegwerfmail.de", "wegwerfemail.de", "yopmail.com",
  "yopmail.fr", "yopmail.net", "cool.fr.nf", "jetable.fr.nf", "courriel.fr.nf", "moncourrier.fr.nf", "mailforspam.com",
  "spamdecoy.net", "owlymail.com", "emltmp.com", "linshiyouxiang.net", "minuteinbox.com", "tmail.ws", "tmpmail.net",
  "tmpmail.org", "tmails.net", "fexbox.org", "fexpost.com", "mailpoof.com", "e4ward.com", "mailexpire.com",
  "spamavert.com", "deadaddress.com", "mailmetrash.com", "easytrashmail.com", "instant-mail.de", "kasmail.com",
  "mailhazard.com", "crazymailing.com", "10mail.org", "tempmailaddress.com", "disposablemail.com", "luxusmail.org",
  "generator.email", "emailnax.com", "vomoto.com", "tempm.com", "armyspy.com", "cuvox.de", "dayrep.com",
  "einrot.com", "fleckens.hu", "gustr.com", "jourrapide.com", "rhyta.com", "superrito.com", "teleworm.us",
]);
