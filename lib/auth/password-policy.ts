export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
