/**
 * How an applicant heard of the job (spec: the reference field; about 28 applicant sources). The
 * codes are the recruiting system's applicant source ids, sent as the candidate's source; the
 * labels are UI strings (`source_{code}` in the `careers` namespace, 19 locales).
 */
export const APPLICANT_SOURCES = [
  "COMPANY_WEBSITE",
  "LINKEDIN",
  "INDEED",
  "GLASSDOOR",
  "STEPSTONE",
  "MONSTER",
  "FACEBOOK",
  "INSTAGRAM",
  "TIKTOK",
  "YOUTUBE",
  "GOOGLE",
  "OTHER_JOB_BOARD",
  "PUBLIC_EMPLOYMENT_SERVICE",
  "RECRUITMENT_AGENCY",
  "EMPLOYEE_REFERRAL",
  "FRIENDS_FAMILY",
  "SCHOOL",
  "JOB_FAIR",
  "OPEN_DAY",
  "INTERNSHIP",
  "FORMER_EMPLOYEE",
  "RECRUITER_CONTACT",
  "NEWSPAPER",
  "RADIO_TV",
  "POSTER",
  "VEHICLE_ADVERT",
  "CUSTOMER_SUPPLIER",
  "OTHER",
] as const

export type ApplicantSource = (typeof APPLICANT_SOURCES)[number]
