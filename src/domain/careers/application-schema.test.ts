import { CV_MAX_BYTES } from "./cv"
import { errorsOf } from "../forms/schema/test-helpers"
import { mechanicApplicationSchema, vacancyApplicationSchema } from "./application-schema"

const cv = { fileId: "3f2b8c1e-9a4d-4c1e-8b5a-1d2e3f4a5b6c", name: "cv.pdf", size: 120_000 }
const person = {
  first_name: "Jana",
  last_name: "Nováková",
  email: "jana@example.cz",
  phoneCode: "CZ",
  phone: "601234567",
  fileList: [cv],
  reference: "LINKEDIN",
  privacy: true,
}

describe("the job application schemas", () => {
  it("accept a complete application", async () => {
    await expect(errorsOf(mechanicApplicationSchema, { ...person, forMechanic: false, location: "Rotterdam" })).resolves.toEqual({})
    await expect(errorsOf(vacancyApplicationSchema, { ...person, jobRequisitionId: "JR-10288" })).resolves.toEqual({})
  })

  it("take digits only for the phone", async () => {
    await expect(errorsOf(vacancyApplicationSchema, { ...person, jobRequisitionId: "JR-1", phone: "+420601234567" })).resolves.toEqual({
      phone: "DIGITS",
    })
    await expect(errorsOf(vacancyApplicationSchema, { ...person, jobRequisitionId: "JR-1", phone: "60123456789012" })).resolves.toEqual({
      phone: "DIGITS",
    })
  })

  it("need at least one file, of an accepted type and size, and at most three", async () => {
    const check = (fileList: unknown) => errorsOf(vacancyApplicationSchema, { ...person, jobRequisitionId: "JR-1", fileList })
    await expect(check([])).resolves.toEqual({ fileList: "FILE_REQUIRED" })
    await expect(check([{ ...cv, size: CV_MAX_BYTES }])).resolves.toEqual({})
    await expect(check([{ ...cv, size: CV_MAX_BYTES + 1 }])).resolves.toEqual({ "fileList[0]": "FILE_SIZE" })
    await expect(check([{ ...cv, name: "cv.exe" }])).resolves.toEqual({ "fileList[0]": "FILE_TYPE" })
    await expect(check([{ ...cv, fileId: "../../x" }])).resolves.toEqual({ "fileList[0].fileId": "FILE_NOT_UPLOADED" })
    await expect(check([cv, cv, cv, cv])).resolves.toEqual({ fileList: "FILE_TOO_MANY" })
  })

  it("need a known source, phone code and requisition, and the privacy box", async () => {
    await expect(
      errorsOf(vacancyApplicationSchema, {
        ...person,
        reference: "CARRIER_PIGEON",
        phoneCode: "XX",
        privacy: false,
        jobRequisitionId: "<script>",
      }),
    ).resolves.toEqual({ reference: "INVALID_CHOICE", phoneCode: "INVALID_CHOICE", privacy: "PRIVACY", jobRequisitionId: "INVALID_CHOICE" })
    await expect(errorsOf(vacancyApplicationSchema, { ...person, reference: null, jobRequisitionId: "" })).resolves.toEqual({
      reference: "REQUIRED",
      jobRequisitionId: "REQUIRED",
    })
  })
})
