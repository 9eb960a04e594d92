/**
 * The contract between the website tester in the browser (lib/tester) and its API (api/), defined once and
 * imported by both: the endpoint table (name, methods, query, timeouts), the error codes and a zod schema for
 * every answer. The API dispatches from ENDPOINTS and answers what the schemas describe; the browser checks every
 * answer against them, so an answer that does not match is an error with a code (BAD_ANSWER), never a cast.
 *
 * Plain JavaScript with JSDoc types (like lib/site-headers/headers.mjs): the API runs in Node without a build step.
 * TypeScript reads the types from the code itself (allowJs), so nothing here is written twice.
 *
 * The parts, one concern each, in lib/tester/contract/: the endpoints and timeouts (endpoints.mjs), the error
 * codes (errors.mjs), the answers' schemas (answers.mjs), PageSpeed's details and their reader (pagespeed.mjs),
 * and zod's settings (jitless.mjs: no eval, which the site's CSP forbids). This file is the contract's one door:
 * api/ imports nothing else of lib/tester (eslint.config.mjs), and every name is exported here.
 */
export { API_PREFIX, ENDPOINTS, endpointUrl, isEndpointName, SERVER_TIMEOUTS, TRANSIT_MS } from './contract/endpoints.mjs';
export { API_ERRORS, CLIENT_ERRORS, NO_HTTPS_CODES, UNREACHABLE_CODES } from './contract/errors.mjs';
export {
  dnsAnswer,
  errorAnswer,
  FINDING_STATUSES,
  findingFact,
  healthAnswer,
  inspectAnswer,
  observatoryAnswer,
  pageSpeedAnswer,
  securityFinding,
  thirdPartiesAnswer,
  validateAnswer,
  validatorMessage,
} from './contract/answers.mjs';
export { PAGESPEED_MAX_FIXES, pageSpeedDetails, pageSpeedDetailsOf } from './contract/pagespeed.mjs';

/** @typedef {import('./contract/errors.mjs').ApiErrorCode} ApiErrorCode */
/** @typedef {import('./contract/errors.mjs').ClientErrorCode} ClientErrorCode */
/** @typedef {import('./contract/errors.mjs').ErrorCode} ErrorCode */
/** @typedef {import('./contract/answers.mjs').InspectAnswer} InspectAnswer */
/** @typedef {import('./contract/answers.mjs').DnsAnswer} DnsAnswer */
/** @typedef {import('./contract/answers.mjs').SecurityFinding} SecurityFinding */
/** @typedef {import('./contract/answers.mjs').ObservatoryAnswer} ObservatoryAnswer */
/** @typedef {import('./contract/answers.mjs').ThirdPartiesAnswer} ThirdPartiesAnswer */
/** @typedef {import('./contract/answers.mjs').PageSpeedAnswer} PageSpeedAnswer */
/** @typedef {import('./contract/pagespeed.mjs').PageSpeedDetails} PageSpeedDetails */
/** @typedef {import('./contract/answers.mjs').ValidateAnswer} ValidateAnswer */
/** @typedef {import('./contract/answers.mjs').ErrorAnswer} ErrorAnswer */
/** @typedef {import('./contract/endpoints.mjs').Endpoint} Endpoint */
/** @typedef {import('./contract/endpoints.mjs').EndpointName} EndpointName */
/** @typedef {import('./contract/endpoints.mjs').JsonEndpointName} JsonEndpointName */
