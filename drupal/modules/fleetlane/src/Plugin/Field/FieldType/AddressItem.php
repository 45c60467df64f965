<?php

namespace Drupal\fleetlane\Plugin\Field\FieldType;

use Drupal\Core\Field\FieldItemBase;
use Drupal\Core\Field\FieldStorageDefinitionInterface;
use Drupal\Core\TypedData\DataDefinition;

/**
 * A postal address with the address module's properties, for sites without that module.
 *
 * @FieldType(
 *   id = "fleetlane_address",
 *   label = @Translation("Postal address"),
 *   description = @Translation("A postal address (same properties as the address module).")
 * )
 */
class AddressItem extends FieldItemBase {

  /** The address module's properties, in its order. */
  const PROPERTIES = [
    'langcode', 'country_code', 'administrative_area', 'locality', 'dependent_locality', 'postal_code',
    'sorting_code', 'address_line1', 'address_line2', 'address_line3', 'organization', 'given_name',
    'additional_name', 'family_name',
  ];

  public static function propertyDefinitions(FieldStorageDefinitionInterface $field_definition) {
    $properties = [];
    foreach (self::PROPERTIES as $name) {
      $properties[$name] = DataDefinition::create('string')->setLabel($name);
    }
    return $properties;
  }

  public static function schema(FieldStorageDefinitionInterface $field_definition) {
    $columns = [];
    foreach (self::PROPERTIES as $name) {
      $columns[$name] = ['type' => 'varchar', 'length' => 255];
    }
    return ['columns' => $columns];
  }

  public static function mainPropertyName() {
    return NULL;
  }

  public function isEmpty() {
    return ($this->get('country_code')->getValue() ?? '') === '';
  }

}
