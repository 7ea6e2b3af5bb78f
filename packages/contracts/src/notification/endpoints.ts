/** The notification service's endpoints. */
export const notificationEndpoints = {};
