"""The document state machine (tests/editor/document_machine.py), bounded
to a few seconds; ``tools/document_fuzz.py`` runs it long."""
from hypothesis import HealthCheck, settings

from tests.editor.document_machine import DocumentMachine

TestDocumentMachine = DocumentMachine.TestCase
TestDocumentMachine.settings = settings(max_examples=10, stateful_step_count=20, deadline=None,
                                        suppress_health_check=[HealthCheck.too_slow], derandomize=True)
