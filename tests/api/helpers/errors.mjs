/**
 * The `code` of the ApiError a promise rejects with, or 'passed' when it resolves.
 * @param {Promise<unknown>} promise
 */
export async function errorCode(promise) {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    return /** @type {{ code?: string }} */ (error).code;
  }
}
