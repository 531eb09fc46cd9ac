export const EMAIL_NOT_SENT_MESSAGE = "Email Not Sent. Please assign a user and/or date(s) and time(s)";
