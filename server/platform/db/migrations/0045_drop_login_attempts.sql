-- Failed logins, sign-ups and link requests are counted in rate_limits now (issue 42 item 5).
DROP TABLE "login_attempts" CASCADE;