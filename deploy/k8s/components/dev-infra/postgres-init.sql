-- Generated from deploy/workloads.json by `npm run generate` (deploy/generate): do not edit.
-- Development database for Matchwire (docker compose and the k8s dev-infra component).
-- Run once by the postgres image on an empty data directory, as the superuser, via psql.
-- Passwords are the dev defaults from docs/architecture.md (`<name>_dev`), for local use only.

CREATE DATABASE matchwire;
\connect matchwire

-- Nothing may use public: each service lives only in its own schema.
REVOKE ALL ON DATABASE matchwire FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

-- catalogue
CREATE ROLE svc_catalogue LOGIN PASSWORD 'catalogue_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_catalogue;
CREATE SCHEMA catalogue AUTHORIZATION svc_catalogue;
ALTER ROLE svc_catalogue IN DATABASE matchwire SET search_path = catalogue;

-- billing
CREATE ROLE svc_billing LOGIN PASSWORD 'billing_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_billing;
CREATE SCHEMA billing AUTHORIZATION svc_billing;
ALTER ROLE svc_billing IN DATABASE matchwire SET search_path = billing;

-- account
CREATE ROLE svc_account LOGIN PASSWORD 'account_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_account;
CREATE SCHEMA account AUTHORIZATION svc_account;
ALTER ROLE svc_account IN DATABASE matchwire SET search_path = account;

-- ticket
CREATE ROLE svc_ticket LOGIN PASSWORD 'ticket_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_ticket;
CREATE SCHEMA ticket AUTHORIZATION svc_ticket;
ALTER ROLE svc_ticket IN DATABASE matchwire SET search_path = ticket;

-- animation
CREATE ROLE svc_animation LOGIN PASSWORD 'animation_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_animation;
CREATE SCHEMA animation AUTHORIZATION svc_animation;
ALTER ROLE svc_animation IN DATABASE matchwire SET search_path = animation;

-- docs
CREATE ROLE svc_docs LOGIN PASSWORD 'docs_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_docs;
CREATE SCHEMA docs AUTHORIZATION svc_docs;
ALTER ROLE svc_docs IN DATABASE matchwire SET search_path = docs;

-- data-api
CREATE ROLE svc_data_api LOGIN PASSWORD 'data_api_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_data_api;
CREATE SCHEMA data_api AUTHORIZATION svc_data_api;
ALTER ROLE svc_data_api IN DATABASE matchwire SET search_path = data_api;

-- notification
CREATE ROLE svc_notification LOGIN PASSWORD 'notification_dev';
GRANT CONNECT ON DATABASE matchwire TO svc_notification;
CREATE SCHEMA notification AUTHORIZATION svc_notification;
ALTER ROLE svc_notification IN DATABASE matchwire SET search_path = notification;
