// Browser tests boot the same real server as the API tests, on a copy of one migrated template database.
export { default } from '../../apps/server/src/test-support/global-setup';
