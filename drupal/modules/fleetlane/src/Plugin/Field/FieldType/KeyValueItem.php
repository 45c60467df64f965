<?php

namespace Drupal\fleetlane\Plugin\Field\FieldType;

use Drupal\Core\Field\FieldItemBase;
use Drupal\Core\Field\FieldStorageDefinitionInterface;
use Drupal\Core\TypedData\DataDefinition;

/**
 * A key with its value, as key_value_field stores it: {key, value, description}.
 *
 * @FieldType(
 *   id = "fleetlane_key_value",
 *   label = @Translation("Key-value pair"),
 *   description = @Translation("A key with its value (same shape as key_value_field)."),
 *   no_ui = FALSE
 * )
 */
class KeyValueItem extends FieldItemBase {

  public static function propertyDefinitions(FieldStorageDefinitionInterface $field_definition) {
    return [
      'key' => DataDefinition::create('string')->setLabel(t('Key'))->setRequired(TRUE),
      'value' => DataDefinition::create('string')->setLabel(t('Value')),
      'description' => DataDefinition::create('string')->setLabel(t('Description')),
    ];
  }

  public static function schema(FieldStorageDefinitionInterface $field_definition) {
    return [
      'columns' => [
        'key' => ['type' => 'varchar', 'length' => 255],
        'value' => ['type' => 'text', 'size' => 'big'],
        'description' => ['type' => 'text', 'size' => 'normal'],
      ],
    ];
  }

  public static function mainPropertyName() {
    return 'value';
  }

  public function isEmpty() {
    return ($this->get('key')->getValue() ?? '') === '';
  }

}
