import { enquiryType, isTerm, requestedDuration, requestedPeriod, termCodes } from "./term-codes"

describe("term codes", () => {
  it.each([
    [1, "1"],
    [2, "6"],
    [3, "11"],
    [4, "12"],
  ] as const)("the first design and the Dutch form map term %i to a duration of %s", (term, duration) => {
    expect(termCodes(term, "first").requested_duration__c).toBe(duration)
  })

  it.each([
    [1, 1],
    [2, 1],
    [3, 6],
    [4, 12],
  ] as const)("the new form maps term %i to %i", (term, duration) => {
    expect(requestedDuration(term, "new")).toBe(duration)
  })

  it("counts term 1 in weeks and every other term in months", () => {
    expect([1, 2, 3, 4].map((term) => requestedPeriod(term as 1 | 2 | 3 | 4))).toEqual(["Week", "Month", "Month", "Month"])
  })

  it("makes term 4 a lease and every other term a rental", () => {
    expect([1, 2, 3, 4].map((term) => enquiryType(term as 1 | 2 | 3 | 4))).toEqual(["Rental", "Rental", "Rental", "Leasing"])
  })

  it("gives all three codes at once", () => {
    expect(termCodes(1, "new")).toEqual({ requested_duration__c: "1", requested_period__c: "Week", enquiry_type__c: "Rental" })
    expect(termCodes(2, "new")).toEqual({ requested_duration__c: "1", requested_period__c: "Month", enquiry_type__c: "Rental" })
    expect(termCodes(4, "first")).toEqual({ requested_duration__c: "12", requested_period__c: "Month", enquiry_type__c: "Leasing" })
  })

  it("knows the terms", () => {
    expect([0, 1, 4, 5, "1", null].map(isTerm)).toEqual([false, true, true, false, false, false])
  })
})
