import { useFormContext, useWatch } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { ASSET_TYPES, assetsOfType } from "../../../domain/forms/options"
import { Select } from "./inputs"

/**
 * Asset type, then an asset of that type; changing the type resets the asset (spec: forms
 * section 4).
 */
export function AssetFields() {
  const { t } = useTranslation("forms")
  const { control, setValue } = useFormContext()
  const type = useWatch({ control, name: "asset_type" }) as string | null
  const types = ASSET_TYPES.map((assetType) => ({ value: assetType.code, label: t(`asset_type_${assetType.code}`) }))
  const assets = assetsOfType(type).map((asset) => ({ value: asset, label: t(`asset_${asset}`) }))
  return (
    <div className="form-row">
      <Select
        name="asset_type"
        label={t("asset_type")}
        options={types}
        placeholder={t("choose")}
        required
        onValueChange={() => setValue("asset", null, { shouldValidate: false })}
      />
      <Select name="asset" label={t("asset")} options={assets} placeholder={type ? t("choose") : t("choose_asset_type_first")} required />
    </div>
  )
}
