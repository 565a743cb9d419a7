-- users_email becomes unique in the next migration: one e-mail, one person. E-mails are stored trimmed and in lower case, a blank one as none.
UPDATE `users` SET `email` = NULLIF(lower(trim(`email`)), '') WHERE `email` IS NOT NULL;--> statement-breakpoint
-- Where people already share an e-mail, the one who signs in with it keeps it (else the oldest); the others keep their records without it.
UPDATE `users` SET `email` = NULL WHERE `email` IS NOT NULL AND `id` <> (
  SELECT `k`.`id` FROM `users` `k` WHERE `k`.`email` = `users`.`email` ORDER BY (`k`.`uid` IS NULL), `k`.`createdAt`, `k`.`id` LIMIT 1
);
