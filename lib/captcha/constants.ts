// Shared by the server check and the client widget (no server imports here).
export const DEV_CAPTCHA_TOKEN = "dev-captcha-token";
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the CAPTCHA.";
export const CAPTCHA_FAILED_MESSAGE = "CAPTCHA verification failed. Please try again.";
export const DEV_CAPTCHA_LABEL = "I am not a robot (development captcha)";
